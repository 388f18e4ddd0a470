// A short in-memory record of what the flows did, for support and debugging. Only event
// types and state names are kept, so passwords, codes and phone numbers never enter it.
export interface JournalEntry {
  machine: string;
  event: string;
  from: string;
  to: string;
  at: number;
}

const LIMIT = 100;
const entries: JournalEntry[] = [];

export const flowJournal = {
  append(entry: JournalEntry): void {
    entries.push(entry);
    if (entries.length > LIMIT) entries.splice(0, entries.length - LIMIT);
  },
  read: (): readonly JournalEntry[] => [...entries],
  clear: (): void => void entries.splice(0),
};
