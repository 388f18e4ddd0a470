// Egyptian mobile numbers for tests. Nothing here touches React or the DOM: browser suites
// import it from Node.

export interface TestPhone {
  /** International format, as the API stores it: +2010xxxxxxxx */
  international: string;
  /** What a user in Egypt types: 010xxxxxxxx */
  local: string;
  /** How the code screen shows it, in full: 010x xxxx xxxx */
  shown: string;
}

function phone(subscriber: string): TestPhone {
  return {
    international: `+2010${subscriber}`,
    local: `010${subscriber}`,
    shown: `010 ${subscriber.slice(0, 4)} ${subscriber.slice(4)}`,
  };
}

/**
 * The same owner's phone on every call, so expectations can be written against it:
 * testPhone() is +201001234567; testPhone(n) is n numbers further on, for a second owner.
 */
export function testPhone(n = 0): TestPhone {
  return phone(String(1_234_567 + n).padStart(8, '0'));
}

// Unique across workers and tests of one run: the worker index and process id keep two
// workers apart, a counter keeps tests apart. For suites that share one live backend.
let counter = 0;
// Tests always run in Node, but the DOM tests' type-check has no Node types: name only the
// one field used, so this module type-checks on both sides.
declare const process: { readonly pid: number };

export function uniquePhone(workerIndex: number): TestPhone {
  counter += 1;
  const seed = (process.pid * 7919 + counter) % 1_000_000;
  return phone(`${workerIndex % 10}${String(counter % 10)}${String(seed).padStart(6, '0')}`);
}
