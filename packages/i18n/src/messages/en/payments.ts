/** Payments (issue #29): the trip's advance and IPS QR, the operator's rates and payments. */
export const payments = {
  'payments.errors.reservation_cancelled':
    'The reservation is cancelled: a payment cannot be recorded against it',
  'payments.errors.amount_over_total': 'The amount is more than what is left of the stay’s total',
  'payments.errors.rate_missing':
    'There is no EUR to RSD rate yet: the amount in dinars is not known',
  'payments.errors.rate_invalid': 'Enter the rate in dinars for one euro, at most 4 decimals',

  'payments.card.title': 'Pay the advance',
  'payments.card.scan':
    'Scan the code with your mobile banking app (NBS IPS QR): the payment order is filled in.',
  'payments.card.qr_alt': 'IPS QR code of the advance payment',
  'payments.card.amount': 'Amount',
  'payments.card.due_date': 'Due by',
  'payments.card.reference': 'Reference (model 97)',
  'payments.card.account': 'Account',
  'payments.card.recipient': 'Recipient',
  'payments.card.copy': 'Copy',
  'payments.card.copied': 'Copied',
  'payments.card.rate': 'At {rate} RSD for 1 EUR, rate of {date}',
  'payments.card.paid_so_far': 'Received so far: {amount}',
  'payments.card.over': 'Received {amount} more than the advance: we will get in touch.',
  'payments.card.state.unpaid': 'Not paid',
  'payments.card.state.partial': 'Partly paid',
  'payments.card.state.paid': 'Advance paid',
  'payments.card.state.overpaid': 'Paid more than the advance',
  'payments.card.nothing_due': 'Nothing is due now: thank you.',
  'payments.card.rest_title': 'The rest, on arrival',
  'payments.card.rest_scan': 'Pay the rest to the host’s account with this code.',
  'payments.card.rest_qr_alt': 'IPS QR code of the rest, to the host',
  'payments.card.unavailable': 'The payment details are not available yet.',

  'payments.rates.title': 'EUR to RSD rates',
  'payments.rates.description':
    'Enter the NBS middle rate of each day. A reservation in euros keeps the rate of the day it was made.',
  'payments.rates.date': 'Date',
  'payments.rates.rate': 'RSD for 1 EUR',
  'payments.rates.save': 'Save rate',
  'payments.rates.saved': 'The rate is saved',
  'payments.rates.current': 'New reservations take {rate} RSD (rate of {date})',
  'payments.rates.none': 'No rate entered yet',
  'payments.rates.list': 'Rates entered',

  'payments.record.title': 'Payments received',
  'payments.record.reservation': 'Reservation number',
  'payments.record.find': 'Open',
  'payments.record.amount': 'Amount (RSD)',
  'payments.record.paid_on': 'Paid on',
  'payments.record.bank_reference': 'Bank reference',
  'payments.record.submit': 'Record payment',
  'payments.record.recorded': 'The payment is recorded',
  'payments.record.summary': 'Advance {advance} · received {paid} · total {total}',
  'payments.record.none': 'No payment recorded yet',
  'payments.record.overpaid': 'Overpaid by {amount}',

  'payments.payouts.title': 'Payouts',
  'payments.payouts.description':
    'Every reservation with what you earn, the account it is paid to and when.',
  'payments.payouts.methods_link': 'Payout methods',
  'payments.payouts.empty': 'No reservations yet: your earnings will be listed here.',
  'payments.payouts.method': 'To {number}',
  'payments.payouts.no_method': 'No payout method',
  'payments.payouts.state.upcoming': 'Upcoming',
  'payments.payouts.state.due': 'Due after check-in',
  'payments.payouts.state.sent': 'Sent',
  'payments.payouts.sent_on': 'Sent on {date}, reference {reference}',

  'payments.mail.payout.subject': 'Your payout is on its way',
  'payments.mail.payout.body':
    'We sent your earnings on {date}, bank reference {reference}, for these reservations:',
  'payments.batch.title': 'Payouts to hosts',
  'payments.batch.empty': 'No payout is due now.',
  'payments.batch.pick': 'Payouts of one bank transfer',
  'payments.batch.sent_on': 'Sent on',
  'payments.batch.reference': 'Bank reference',
  'payments.batch.submit': 'Mark sent',
  'payments.batch.sent': 'The payouts are marked sent and the hosts are told',
  'payments.mail.qr_caption':
    'Scan this code with your mobile banking app to pay the advance of {amount}:',
  'payments.mail.reminder.subject': 'Your advance is due tomorrow',
  'payments.mail.reminder.body':
    'The advance for your reservation is due tomorrow. Scan the code below with your mobile banking app, or pay to the account with the reference shown.',
} as const;
