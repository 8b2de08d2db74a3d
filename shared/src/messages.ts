/** The message catalogue of the app and the public site: every user-facing message, word for word. */
export const messages = {
  transport: {
    serverErrorWithCode: (status: number) => `Server Error. Response Code ${status}`,
    serverErrorTitle: 'Server Error',
    serverErrorText: 'Error communicating with the server. Please try again later.',
    networkError: 'Unable to reach the server. Check your connection and try again.',
  },
  login: {
    title: 'Login to Your Account',
    repairTitle: 'Please login to request repair',
    errorTitle: 'Login Error',
    errorText: 'The username or password you entered were incorrect.  Please try again.',
    tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
    linkInvalid: 'This sign-in link is invalid or has expired.',
    sessionExpired: 'Your session has expired. Please sign in again.',
    unsentKept: (count: number) =>
      `${count} ${count === 1 ? 'change is' : 'changes are'} not sent yet. ${count === 1 ? 'It is' : 'They are'} kept on this device and will be sent when you sign in again.`,
  },
  forgotPassword: {
    title: 'Trouble Logging In?',
    text: 'Let us help! Please enter your email.',
    emailRequired: 'Please enter your email address.',
    emailInvalid: 'The email address is incorrect.  Please verify your email and try again.',
    success: (email: string) =>
      `If an account is set up, an email will be sent to the specified email address ${email}.`,
  },
  changePassword: {
    success: 'Password Changed.',
    failure: 'An error occurred while changing your password, please try again.',
    currentRequired: 'Please enter your current password.',
    resetLinkSpent: (minutes: number) =>
      `A password-reset link sets a new password once, within ${minutes} minutes of opening it. ` +
      'Please enter your current password, or ask for a new link with "Forgot password".',
    currentIncorrect: 'The current password you entered is incorrect.',
    sameAsCurrent: 'Please choose a new password that is different from your current one.',
    breached:
      'This password appears in lists of passwords exposed in data breaches, so it is easy to guess. Please choose another.',
  },
  featureFlags: { loadFailure: 'Failed to load feature flagging items.' },
  coupon: {
    success: (amount: number) => `You just saved $${Math.round(amount)}!`,
    failure: "Sorry, we couldn't find the coupon code you provided.",
  },
  textOptIn: { success: 'You have successfully been enrolled to recieve updates through text messaging.' },
  serviceRequest: {
    authorizationFailureTitle: "There's a Problem...!",
    submitting: 'Submitting service request. Please wait...',
    claimFailure: 'An error occurred while submitting your claim.',
    sendFailure: (phone: string) => `Oops, something went wrong! Please call us at ${phone}`,
    successInHours:
      'We received your service request. Someone will be in contact with you to discuss your issue or schedule an appointment.',
    successAfterHours:
      'We received your service request after normal business hours, but we still have people on staff to help if this is an emergency.',
  },
  dispatch: {
    saveSuccess: 'Successfully submitted your changes.',
    saveFailure: 'Error submitting changes',
    changeDiscountTitle: 'Change Discount',
    changeDiscountText: (preAuthorizedAmount: string, newDiscount: string) =>
      `The cost of this dispatch ticket exceeds your pre-authorized amount of $${preAuthorizedAmount}. You must be under your pre-authorized amount in order to add parts. Would you like to change the discount to $${newDiscount} and continue?`,
    submissionCancelled: 'Submission cancelled',
  },
  merge: {
    success: 'Your user accounts have been successfully consolidated. Please login again.',
    automatic:
      'We found multiple accounts associated with your email address and have consolidated them. Please login again.',
  },
  convert: { failureTitle: 'Convert Failed' },
  partner: { success: 'Agent information saved successfully.', failureTitle: 'Save Failed' },
  orderComplete: { title: 'Order Completed', text: 'Your order has been successfully completed.' },
  payment: { success: (policyNumber: string) => `Successfully processed payment for contract: ${policyNumber}` },
  defaultPaymentMethod: { failure: 'Unable to set the default payment method.' },
  impersonation: { failure: 'An error occurred while either attempting to impersonate or ending impersonation.' },
  fileUpload: {
    sending: 'Sending File...',
    success: 'File Sent',
    failure: 'An error occurred while sending the file, please try again.',
  },
  geolocation: { timedOut: 'Timed Out!', unsupported: 'This browser does not support geolocation.' },
  initialization: {
    timedOut: 'Initialization timed out.',
    offline: 'You are offline. The app shows what was saved on this device.',
    /** A browser that cannot run the app's scripts; web/public/old-browser.js holds a copy (a test keeps them equal). */
    essentialScriptsFailed:
      'Failed to load essential scripts needed to make this site work on your browser. Please try again or try a different browser.',
  },
  validationDialogTitle: 'Oops...we need a bit more information!',
  requiredLabel: 'REQUIRED',
  notFound: {
    title: "Oh no… This isn't right",
    text: "We can't seem to find the page you're looking for.",
    goBack: 'Go Back',
  },
  noService: {
    title: 'No Service',
    text: "We're sorry, but we don't (yet) provide service to your zip code.",
  },
  newsletter: {
    invalidTitle: 'Invalid Email',
    invalidText: 'The email address you entered is incorrect.  Please try again.',
    fieldError: 'Email is required.',
    fieldInvalid: 'Enter an e-mail address like name@example.com.',
    successTitle: 'Subscribed!',
    success: (email: string) => `${email} is now signed up for the newsletter!`,
    failureTitle: 'Subscription Failed!',
    failure: 'An error occurred while subscribing to the newsletter, please try again.',
    /** The sign-up is confirmed from the address itself (double opt-in). */
    confirmSentTitle: 'Check your inbox',
    confirmSent: (email: string) =>
      `We sent a link to ${email}. Open it to confirm your subscription; until then we send you nothing.`,
    confirmTitle: 'Confirm your subscription',
    confirmText: 'Confirm that you would like to receive our newsletter at the address this link was sent to.',
    confirmButton: 'Confirm my subscription',
    confirmedTitle: 'Subscribed!',
    confirmInvalid:
      'This confirmation link is not valid any more: it was already used or has expired. Please subscribe again to get a new one.',
  },
  quote: {
    nameRequired: 'Name is required.',
    emailRequired: 'Email address is required.',
    emailInvalid: 'Email address is invalid.',
    addressRequired: 'Address is required.',
    zipRequired: 'Zip code is required.',
    phoneRequired: 'Phone number is required.',
    errorTitle: 'Quote Error',
  },
  quickOrder: { budgetRequired: 'Budget Amount is required.' },
  brochure: {
    errorTitle: 'Download Brochure Error',
    errorText: 'Error occurred trying to download the brochure. Please call us for assistance',
  },
  article: {
    loadFailureTitle: 'Could not load article',
    loadFailureText: 'Sorry - There was a problem loading the requested article. Please try again.',
  },
  statusUpdate: {
    failure: 'Failed to complete status update. Please call for assistance.',
    successTitle: 'Thank you',
    successText: 'Scheduled status has been successfully submitted',
    cancelFailure: 'Failed to cancel work order. Please call for assistance.',
    cancelSuccessTitle: 'Confirm',
    cancelSuccessText: 'Cancellation request has been submitted',
  },
  streemSignup: {
    failure: 'Something went wrong please try again later.',
    /** '{Field} is required.', with the field as the form names it. */
    required: (field: string) => `${field} is required.`,
    phoneRequired: 'PhoneNumber is required',
    phoneLength: 'PhoneNumber must be 12 characters, as 555-555-0100.',
    emailInvalid: 'Email is invalid.',
    success: 'Thank you! We will reach out within a couple of business days to complete your signup.',
  },
  contact: {
    messageRequired: 'Please enter a message.',
    emailRequired: 'Email address is required.',
    emailInvalid: 'Email address is invalid.',
    success: 'Thank you for contacting us. We will get back to you soon.',
  },
  chat: {
    sent: 'Thank you, your message is on its way to customer care.',
    answerTime: 'We answer within one business day.',
    failed: (phone: string) => `We could not send your message. Please try again, or call us at ${phone}.`,
  },
  update: { available: 'A new version is available', reload: 'Reload' },
  /** A public form or call sent more often than a person would (429); `wait` reads "in 12 minutes". */
  tooManyRequests: (wait: string) =>
    `We have received this request many times from you in a short while. Please try again ${wait}.`,
} as const;
