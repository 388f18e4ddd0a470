import { m } from '../../paraglide/messages.js';

// The steps the account deletion shows above its heading.
export const deletionSteps = [
  m.flow_step_delete_phone(),
  m.flow_step_delete_verify(),
  m.flow_step_delete_confirm(),
] as const;
