/* What other modules and the server's composition use of the mail module. */
export { sendBookingConfirmation } from './booking-confirmation';
export { sendCancellationNotice, type CancellationNotice } from './booking-cancellation';
export {
  renderBoardingPassEmail,
  sendBoardingPasses,
  type BoardingPassEmail,
  type BoardingPassEmailInput,
} from './boarding-pass-email';
export { mailPlugin } from './mail.plugin';
