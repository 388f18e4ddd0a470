import { brand } from './brand';

// Every message the sign-up, login and reset flows show, word for word where the product
// catalogue fixes the text (toasts, failures); the rest is written to read clearly.
export const flowText = {
  loggedIn: 'successfully logged in, you can login the mobile app by these credentials',
  loginFailed: 'Internal server error',
  loginFailedLine: 'Internal Server Error',
  // When the API ends a stored session without saying why in its own words.
  sessionEnded: 'Your session has ended. Please login again.',
  otpSent: 'OTP sent',
  verifying: 'verifying',
  otpVerified: 'OTP verified successfully',
  accountCreated: 'Account has been created Successfully!',
  passwordUpdated: 'password has been updated',
  registerFailed: 'Some Error Occured!',
  sendFailed: 'Error sending OTP',
  recaptchaFailed: 'Error rendering reCAPTCHA',
  generic: 'Some Error Occured!',
  missingVerification: 'No confirmation result found. Please request OTP again.',
  invalidCode: 'Invalid OTP. Please try again.',
  resetFailed: 'Some Error Occured',
  forgetFailed: 'some error occured',
  verifyForResetFailed: 'Some error occured',
  codeExpired: 'This code has expired. Please request a new one.',
  tooManyRequests: 'Too many attempts. Please wait a few minutes before trying again.',
  network: 'We could not reach the server. Check your connection and try again.',
  invalidPhone: 'This number cannot receive a code. Check it and try again.',
  // When the API finds no account for a verified phone without saying so in its own words.
  noAccount: 'No account uses this phone number.',
} as const;

// Seconds a user waits before asking for another code.
export const RESEND_COOLDOWN_SECONDS = 60;

export const successPages = {
  login: {
    eyebrow: 'You are in',
    title: 'Congratulations, you are all set!',
    lead: `Your ${brand.productName} account is ready. Get the app to book classes, spa visits and sessions across Egypt, and use the same phone number and password there.`,
    steps: [
      'Download the app from the App Store or Google Play.',
      'Login with the phone number and password you just used.',
      'Find a class or a spot near you and book it in a few taps.',
    ],
  },
  signup: {
    eyebrow: 'Business account ready',
    title: 'Your business account is ready',
    lead: `Welcome to ${brand.productName} for Business. A few steps and members across Egypt can book your classes and open spots.`,
    steps: [
      'Download the app and login with your phone number and password.',
      'Build your profile: photos, address, opening hours and the services you offer.',
      'Add your classes and open spots, set the capacity and start taking bookings.',
    ],
    contact: `Questions? Our team answers at ${brand.supportEmail}.`,
  },
} as const;

// Headings and short leads of the flow screens, and the side panel beside them on desktop.
// Offered on a screen whose last attempt failed: the contact form, with this tab's trace.
export const getHelpText = {
  lead: 'Still not working?',
  link: 'Get help',
  note: 'We will see the steps you took, never what you typed.',
} as const;

export const flowScreens = {
  signup: {
    title: 'Create your business account',
    lead: 'Free to join. List your classes and open spots and get booked by members across Egypt.',
  },
  login: {
    title: 'Login',
    lead: 'Welcome back. Use the phone number and password of your account.',
    accountCreated:
      'Your business account is ready. Enter the password you just chose to see what to do next.',
  },
  forgetPassword: {
    title: 'Reset your password',
    lead: 'Enter the phone number of your account and we will text you a six-digit code.',
  },
  verify: {
    title: 'Enter your code',
    noCode: 'There is no code waiting to be entered.',
    newCodeNeeded: 'Your phone needs a new code before the account can be created.',
    sendNewCode: 'Send a new code',
    startSignup: 'Create a business account',
    startReset: 'Reset your password',
  },
  registering: {
    title: 'Creating your account',
    status: 'Your phone is verified. Creating your business account…',
  },
  password: {
    title: 'Choose your password',
  },
  noAccount: {
    title: 'No account for this number',
    lead: 'Your number is verified, but no business account uses it, so there is no password to reset.',
    signup: 'Create an account with this number',
    otherNumber: 'Try another number',
  },
  resetPassword: {
    title: 'Choose a new password',
    lead: 'Pick a password you have not used here before: at least 6 characters.',
  },
  verifyUser: {
    title: 'Finish signing up',
    lead: 'You started creating a business account. Pick up where you left off.',
    codeWaiting: 'A code was sent to your phone.',
    // Also after a code was used up or ran out (a failed registration, a late reload).
    codeNotSent: 'Your phone needs a code before the account can be created.',
    phoneVerified: 'Your phone number is verified. Choose your password to create the account.',
    enterCode: 'Enter the code',
    finish: 'Choose password',
    sendCode: 'Send me a code',
    sendNewCode: 'Send a new code',
    sending: 'Sending code…',
    startOver: 'Start over',
    nothing: 'There is no sign-up to resume on this device.',
    register: 'Create a business account',
    summary: { name: 'Name', business: 'Business', email: 'Email', phone: 'Phone' },
  },
} as const;

// The steps each flow shows above its heading.
export const flowSteps = {
  signup: ['Details', 'Verify phone', 'Account ready'],
  reset: ['Phone', 'Verify', 'New password'],
} as const;

export const stepText = {
  label: 'Progress',
  done: '(done)',
  // Read with the heading: "Step 2 of 3: Verify phone".
  ofTotal: (n: number, of: number, label: string) => `Step ${n} of ${of}: ${label}`,
} as const;

export const flowAside = {
  title: `${brand.businessProductName}`,
  lead: 'Fill your classes and open spots with members across Egypt.',
  points: [
    'Free to sign up, no setup fees',
    'Set your capacity and schedule',
    'Get paid in the app, instantly or by wallet',
  ],
} as const;
