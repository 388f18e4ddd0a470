import { brand } from './brand';

// Every message the sign-up, login and reset flows show, word for word where the product
// catalogue fixes the text (toasts, failures); the rest is written to read clearly.
export const flowText = {
  loggedIn: 'successfully logged in, you can login the mobile app by these credentials',
  loginFailed: 'Internal server error',
  loginFailedLine: 'Internal Server Error',
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
} as const;

// Seconds a user waits before asking for another code.
export const RESEND_COOLDOWN_SECONDS = 60;

export const successPages = {
  login: {
    eyebrow: 'You are in',
    title: 'Congratulations, you are all set!',
    lead: `Your ${brand.productName} account is ready. Get the app to book classes, spa visits and sessions across Egypt, and log in there with the same phone number and password.`,
    steps: [
      'Download the app from the App Store or Google Play.',
      'Log in with the phone number and password you just used.',
      'Find a class or a spot near you and book it in a few taps.',
    ],
  },
  signup: {
    eyebrow: 'Business account ready',
    title: 'Your business account is ready',
    lead: `Welcome to ${brand.productName} for Business. A few steps and members across Egypt can book your classes and open spots.`,
    steps: [
      'Download the app and log in with your phone number and password.',
      'Build your profile: photos, address, opening hours and the services you offer.',
      'Add your classes and open spots, set the capacity and start taking bookings.',
    ],
    contact: `Questions? Our team answers at ${brand.supportEmail}.`,
  },
} as const;
