import * as v from 'valibot';
import { readableText } from './textRule';

// A kept trace as a support case: where it stands and what staff noted on it. Shared by the
// API (which stores and checks it) and the console (which shows and edits it).

export const CASE_STATUSES = ['new', 'in-progress', 'resolved'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

// A note is plain text: shown as text, never as markup.
export const NOTE_MAX_LENGTH = 2000;
// Enough for any case; past it a trace takes no more notes.
export const NOTES_MAX_PER_TRACE = 100;

export const CaseStatusSchema = v.picklist(
  CASE_STATUSES,
  `The status must be one of ${CASE_STATUSES.join(', ')}.`,
);
export const NoteTextSchema = v.pipe(
  v.string('Write the note as text.'),
  v.trim(),
  v.minLength(1, 'Write the note first.'),
  v.maxLength(NOTE_MAX_LENGTH, `A note holds at most ${NOTE_MAX_LENGTH} characters.`),
  readableText('The note', { lines: true }),
);

export const TraceNoteSchema = v.object({
  text: v.string(),
  // The staff member who wrote it, by email.
  by: v.string(),
  // When, as an ISO date and time.
  at: v.string(),
});
export type TraceNote = v.InferOutput<typeof TraceNoteSchema>;

export const TraceCaseSchema = v.object({
  status: CaseStatusSchema,
  notes: v.array(TraceNoteSchema),
});
export type TraceCase = v.InferOutput<typeof TraceCaseSchema>;
