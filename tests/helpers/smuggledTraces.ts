// Personal values planted in every string of a flow trace, as a careless or hostile client
// might send them: the site's check before upload and the API's check must refuse each one,
// and say where, never what. The API test posts them; the site's unit test checks them.

import manifest from '../../src/schemas/flowManifest.gen.json';

// Today's version of every machine: what a trace the site records now names.
export const TODAY_VERSIONS = Object.fromEntries(
  Object.entries(manifest.machines).map(([machine, { version }]) => [machine, version]),
);

export const PLANTED = {
  email: 'ahmed.hassan@nile.example',
  phone: '+201001234567',
  name: 'ahmed-hassan',
};

const submit = {
  machine: 'signup',
  event: 'form.submit',
  from: 'editing.idle',
  to: 'verifyingPhone.sending',
  t: 0,
};
const refused = {
  machine: 'signup',
  event: 'form.invalid',
  from: 'editing.idle',
  to: 'editing.idle',
  t: 400,
  invalid: [{ field: 'email', rule: 'invalid' }],
};
const wrongCode = {
  machine: 'signup.phoneCode',
  event: 'xstate.error.actor.confirmCode',
  from: 'verifying',
  to: 'waiting.coolingDown',
  t: 900,
  outcome: 'auth/invalid-code',
};

// Entries that fit the committed manifest: each case below changes one string in them.
export const FITTING_ENTRIES = [submit, refused, wrongCode];

const only = (entry: Record<string, unknown>) => ({ entries: [entry] });

// [what is smuggled, the trace's fields it replaces, where the check finds it]
export const SMUGGLED: [string, Record<string, unknown>, string][] = [
  [
    'an email as a refused field',
    only({ ...refused, invalid: [{ field: PLANTED.email, rule: 'invalid' }] }),
    'entries.0.invalid.0.field',
  ],
  [
    'a phone number as a broken rule',
    only({ ...refused, invalid: [{ field: 'email', rule: PLANTED.phone }] }),
    'entries.0.invalid.0.rule',
  ],
  [
    'a name as an auth outcome',
    only({ ...wrongCode, outcome: `auth/${PLANTED.name}` }),
    'entries.0.outcome',
  ],
  [
    'a phone number as an outcome',
    only({ ...wrongCode, outcome: PLANTED.phone }),
    'entries.0.outcome',
  ],
  ['an email as an event', only({ ...submit, event: PLANTED.email }), 'entries.0.event'],
  ['a phone number as an event', only({ ...submit, event: PLANTED.phone }), 'entries.0.event'],
  ['an email as the state left', only({ ...submit, from: PLANTED.email }), 'entries.0.from'],
  ['a phone number as the state reached', only({ ...submit, to: PLANTED.phone }), 'entries.0.to'],
  [
    'a name as a parallel state',
    only({ ...submit, to: `editing.idle,${PLANTED.name}` }),
    'entries.0.to',
  ],
  ['a free locale', { locale: PLANTED.name }, 'locale'],
  ['a locale the site has no pages in', { locale: 'fr' }, 'locale'],
  ['an extra top-level property', { note: PLANTED.email }, 'note'],
  ['an extra property in an entry', only({ ...submit, phone: PLANTED.phone }), 'entries.0.phone'],
  [
    'an extra property in a refused field',
    only({ ...refused, invalid: [{ field: 'email', rule: 'invalid', value: PLANTED.email }] }),
    'entries.0.invalid.0.value',
  ],
  [
    "a field of another flow's form",
    only({ ...refused, invalid: [{ field: 'fullname', rule: 'required' }] }),
    'entries.0.invalid.0.field',
  ],
  [
    'a form refusal on the code step',
    only({ ...refused, machine: 'signup.phoneCode' }),
    'entries.0.event',
  ],
  ['an outcome on a user event', only({ ...submit, outcome: 'ok' }), 'entries.0.outcome'],
  [
    'a failure without its outcome',
    only({ ...wrongCode, outcome: undefined }),
    'entries.0.outcome',
  ],
  ['refused fields on a user event', only({ ...submit, invalid: [] }), 'entries.0.invalid'],
  ['a name as the refused mark', only({ ...submit, refused: PLANTED.name }), 'entries.0.refused'],
  ['a refused mark on a step that moved', only({ ...submit, refused: true }), 'entries.0.refused'],
];
