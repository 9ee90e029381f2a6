/** Government ID (issue #6): the owner's screen, the server's messages and the review mails. */
export const governmentId = {
  'governmentId.title': 'Identity verification',
  'governmentId.description':
    'Upload a photo or a scan of both sides of your ID card or passport. An operator checks them and verifies your identity, usually within one working day.',
  'governmentId.private_note':
    'The pictures are private: only you and the Gazda operators see them.',
  'governmentId.status_label': 'Status',
  'governmentId.status.not_uploaded': 'Not uploaded',
  'governmentId.status.under_review': 'Under review',
  'governmentId.status.verified': 'Verified',
  'governmentId.status.rejected': 'Rejected',
  'governmentId.verified_on': 'Verified on {date}',
  'governmentId.under_review_text':
    'Thank you! An operator is checking your pictures; you will get an e-mail when they are done.',
  'governmentId.verified_text':
    'Your identity is verified. The pictures can no longer be changed; write to support if your document changes.',
  'governmentId.rejected_title': 'Your ID was not accepted',
  'governmentId.rejected_reason': 'Reason: {reason}',
  'governmentId.rejected_text': 'Please upload new pictures of your document.',
  'governmentId.front': 'Front side',
  'governmentId.back': 'Back side',
  'governmentId.choose': 'Choose a picture',
  'governmentId.replace': 'Choose another picture',
  'governmentId.hint': 'JPG or PNG, at least 400 × 300 pixels, at most 15 MB',
  'governmentId.no_picture': 'No picture yet',
  'governmentId.picture_failed': 'The picture could not be loaded',
  'governmentId.both_required': 'Choose a picture of both the front and the back side',
  'governmentId.submit': 'Send for review',
  'governmentId.uploading': 'Uploading… {percent}%',
  'governmentId.uploaded': 'Your ID was sent for review.',
  'governmentId.conflict.verified': 'A verified ID cannot be replaced',
  'governmentId.conflict.review': 'This ID is not waiting for review',
  'governmentId.mail.verified.subject': 'Your identity is verified',
  'governmentId.mail.verified.body':
    'We checked the pictures of your ID: your identity on Gazda is now verified.',
  'governmentId.mail.rejected.subject': 'Your ID was not accepted',
  'governmentId.mail.rejected.body':
    'We could not verify your identity from the pictures you sent. Please upload new pictures of your document.',
  'governmentId.mail.reason': 'Reason',
  'governmentId.mail.button': 'Open identity verification',
} as const;
