import { m } from '../../paraglide/messages.js';

// The steps the password reset shows above its heading.
export const resetSteps = [
  m.flow_step_reset_phone(),
  m.flow_step_reset_verify(),
  m.flow_step_reset_password(),
] as const;
