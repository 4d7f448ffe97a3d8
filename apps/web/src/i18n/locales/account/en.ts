// The account's money, rides and notices in English (Fund Wallet, ride and transaction history, notifications):
// the source; the other languages of this folder translate the same keys.

const account = {
  fundWallet: 'Fund Wallet',
  walletBalance: 'Wallet balance',
  walletOnlyForVehicles:
    'Only drivers and bike riders have a wallet: they fund it to receive ride requests. As a rider, you do not need one.',
  proceedToPay: 'Proceed to Pay',
  verifyPayment: 'Verify Payment',
  payHint: 'The payment page opens in a new tab. When you have paid, come back here and tap Verify Payment.',
  chooseAmount: 'Choose an amount',
  enterAmount: 'Or enter an amount',
  minimum: 'Minimum {{amount}}',
  pendingPayments: 'Pending payments',
  pending: 'pending',
  pendingSince: 'Started {{age}} · can be verified until {{time}} tomorrow',
  verifyAmount: 'Verify the {{amount}} payment',
  verify: 'Verify',
  funded: 'Your wallet has been funded.',
  verificationFailed: 'Verification failed.',
  couldNotVerify: 'Could not verify payment.',
  initFailed: 'Payment initialization failed.',
  somethingWrong: 'Something went wrong.',
  paymentPending: 'Payment pending.',
  notPaidYet: 'Payment is not complete yet. Finish paying on the payment page, then try again.',
  rideHistory: 'Ride History',
  loadingRides: 'Loading ride history',
  ridesFailed: 'Failed to load ride history',
  noRides: 'No ride history found.',
  from: 'From',
  to: 'To',
  rider: 'Rider',
  fare: 'Fare',
  status: 'Status',
  note: 'Note',
  commission: 'App Commission',
  viewReceipt: 'View receipt',
  transactionHistory: 'Transaction History',
  loadingTransactions: 'Loading transactions',
  transactionsFailed: 'Failed to fetch transactions',
  noTransactions: 'No transactions found.',
  type: 'Type',
  amount: 'Amount',
  description: 'Description',
  notifications: 'Notifications',
  loadingNotifications: 'Loading notifications',
  notificationsFailed: 'Failed to load notifications',
  noNotifications: 'No notifications yet.',
  // A payment's status, as the transaction history shows it (a ride's status is in the ride namespace).
  statuses: {
    success: 'success',
    pending: 'pending',
    failed: 'failed',
    abandoned: 'abandoned',
  },
  // A wallet transaction's type, as the transaction history shows it.
  transactionTypes: {
    funding: 'Funding',
    commission: 'Commission',
    refund: 'Refund',
    adjustment: 'Adjustment',
    reversal: 'Reversal',
  },
};

export default account;
export type AccountCatalogue = typeof account;
