import { LOGIN_MESSAGES } from './login.schema';
import { PHONE_MESSAGES_EN } from './phone';
import { RESET_MESSAGES } from './resetPassword.schema';
import { SIGNUP_MESSAGES, SIGNUP_PASSWORD_MISMATCH } from './signup.schema';

// The flow forms' rules. The flow trace names a refused field's rule, never its message (a message is text, and
// text can grow to quote input): the rule is the message's key in its form's table.
const TABLES: Record<string, string>[] = [
  SIGNUP_MESSAGES,
  { mismatch: SIGNUP_PASSWORD_MISMATCH },
  RESET_MESSAGES,
  { ...PHONE_MESSAGES_EN },
  { ...LOGIN_MESSAGES.en },
  { ...LOGIN_MESSAGES.ar },
];

export function flowRuleOf(message: string): string {
  for (const table of TABLES)
    for (const [rule, text] of Object.entries(table)) if (text === message) return rule;
  return 'invalid';
}
