import { brand } from './brand';

// Labels, placeholders, buttons and helper text of the flow forms. Validation messages
// live with the schemas (src/schemas), word for word as the product words them.

export const fieldText = {
  firstName: { label: 'First name', placeholder: 'Mona' },
  lastName: { label: 'Last name', placeholder: 'Hassan' },
  businessName: { label: 'Business name', placeholder: 'Nile Yoga Studio' },
  businessType: { label: 'Business type', placeholder: 'Choose your business type' },
  email: { label: 'Email', placeholder: 'you@yourbusiness.com' },
  phone: {
    label: 'Phone number',
    placeholder: '100 123 4567',
    prefix: '+20',
    hint: 'We text a 6-digit code to this number.',
    international: 'Outside Egypt? Start with + and your country code.',
  },
  password: { label: 'Password', placeholder: 'At least 6 characters' },
  newPassword: { label: 'New password', placeholder: 'At least 6 characters' },
  confirmNewPassword: { label: 'Confirm new password', placeholder: 'Type it again' },
  confirmPassword: { label: 'Confirm password' },
  websiteUrl: {
    label: 'Website',
    placeholder: brand.websitePlaceholder,
    hint: 'Optional. Your website or social page.',
  },
  optional: '(optional)',
} as const;

export const passwordStrengthText = {
  levels: {
    empty: '',
    short: 'Too short: use at least 6 characters.',
    weak: 'Weak password.',
    fair: 'Fair password.',
    strong: 'Strong password.',
  },
  tips: {
    lowercase: 'a lowercase letter',
    uppercase: 'a capital letter',
    digit: 'a number',
    special: 'a symbol such as @ or #',
    length: 'more characters',
  },
  stronger: (tips: string[]) => `Add ${tips.join(' or ')} to make it stronger.`,
} as const;

export const passwordToggleText = { show: 'Show password', hide: 'Hide password' } as const;

export const locationText = {
  label: 'Location',
  hint: 'Optional. Helps members near you find your business.',
  button: 'Use my current location',
  retry: 'Try again',
  locating: 'Finding your location…',
  located: (latitude: number, longitude: number) =>
    `Location added (${latitude.toFixed(4)}, ${longitude.toFixed(4)})`,
} as const;

export const termsText = {
  before: 'I agree to the ',
  terms: 'Terms of use',
  between: ' and the ',
  privacy: 'Privacy policy',
  after: '.',
  newTab: '(opens in a new tab)',
} as const;

export const signupFormText = {
  title: 'Create your business account',
  lead: `Free to join. List your classes and open spots on ${brand.productName} in minutes.`,
  submit: 'Create account',
  pending: 'Sending code…',
  haveAccount: 'Already have an account?',
  login: 'Login',
} as const;

// Shown on the sign-up form when the API answers that an account may already use the phone
// or email; `message` stands in when the answer carries no text of its own.
export const accountExistsText = {
  message: 'An account with these details may already exist. Login or reset your password.',
  login: 'Login',
  resetPassword: 'Reset password',
} as const;

export const loginFormText = {
  en: {
    title: 'Login to your business account',
    phone: 'Phone number',
    password: 'Password',
    submit: 'Login',
    pending: 'Logging in…',
    createAccount: 'Create account',
    resetPassword: 'Reset password',
    forgotPassword: 'Forgot password?',
    international: 'Outside Egypt? Start with + and your country code.',
    support: 'Support',
    show: 'Show password',
    hide: 'Hide password',
  },
  ar: {
    title: 'تسجيل الدخول إلى حساب نشاطك التجاري',
    phone: 'رقم الهاتف',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
    pending: 'جارٍ تسجيل الدخول…',
    createAccount: 'إنشاء حساب',
    resetPassword: 'إعادة تعيين كلمة المرور',
    forgotPassword: 'نسيت كلمة المرور؟',
    international: 'خارج مصر؟ ابدأ بعلامة + ثم رمز بلدك.',
    support: 'الدعم',
    show: 'إظهار كلمة المرور',
    hide: 'إخفاء كلمة المرور',
  },
} as const;

export const phoneFormText = {
  title: 'Reset your password',
  lead: 'Enter the phone number of your account. We will text you a verification code.',
  submit: 'Send code',
  pending: 'Sending code…',
  backToLogin: 'Back to login',
} as const;

export const resetPasswordFormText = {
  title: 'Choose a new password',
  lead: 'Your number is verified. Pick a new password of at least 6 characters.',
  submit: 'Update password',
  pending: 'Updating…',
} as const;

export const passwordPromptText = {
  lead: 'For your security we never keep your password while you verify your number. Choose it again and confirm it to finish creating your account.',
  submit: 'Continue',
  pending: 'Creating account…',
} as const;

export const otpText = {
  groupLabel: 'Verification code',
  digitLabel: (n: number, of: number) => `Digit ${n} of ${of}`,
  title: 'Enter the verification code',
  sentTo: 'We sent a 6-digit code by SMS to',
  changeNumber: 'Change number',
  resend: 'Resend code',
  resendIn: (seconds: number) =>
    `Resend code in ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`,
  resent: 'A new code has been sent',
  notReceived: 'Did not get it?',
  verify: 'Verify',
  verifying: 'Verifying…',
  incomplete: (length: number) => `Enter all ${length} digits of the code.`,
} as const;

export const loginRequiredText = {
  title: 'OOPS! Login first to access this page',
  lead: 'This page is for account holders. Login with your phone number and password to continue.',
  button: 'Login',
} as const;
