import { createFileRoute } from '@tanstack/react-router';

// The pages of the sign-up, login and reset flows, under one pathless layout so their route
// ids (/_flows/…) name them together in traces, vitals and the bundle check. Each page gets
// the flows itself: the entry pages (register, forget-password) when the owner reaches for
// a form, the steps after them before they render (src/app/flowsGate.ts).
export const Route = createFileRoute('/_flows')({});
