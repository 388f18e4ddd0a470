// Egyptian mobile numbers (010 + 8 digits) unique across workers and tests of one run: the
// worker index and process id keep two workers apart, a counter keeps tests apart.
let counter = 0;

export interface TestPhone {
  /** International format, as the API stores it: +2010xxxxxxxx */
  international: string;
  /** What a user in Egypt types: 010xxxxxxxx */
  local: string;
}

export function uniquePhone(workerIndex: number): TestPhone {
  counter += 1;
  const seed = (process.pid * 7919 + counter) % 1_000_000;
  const subscriber = `${workerIndex % 10}${String(counter % 10)}${String(seed).padStart(6, '0')}`;
  return { international: `+2010${subscriber}`, local: `010${subscriber}` };
}
