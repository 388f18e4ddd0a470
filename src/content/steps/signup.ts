import { m } from '../../paraglide/messages.js';

// The steps the sign-up shows above its heading.
export const signupSteps = [
  m.flow_step_signup_details(),
  m.flow_step_signup_verify(),
  m.flow_step_signup_ready(),
] as const;
