/** Strings of the complaintDetails screen and its rating dialog. */
export const complaintDetails = {
  'complaintDetails.title': 'Complaint details',
  'complaintDetails.problemType': 'Problem Type',
  'complaintDetails.content': 'Problem description',
  'complaintDetails.images': 'Attached images',
  'complaintDetails.image': 'Image {n}',
  'complaintDetails.processResult': 'Process Result',
  'complaintDetails.replyImages': 'Reply images',
  'complaintDetails.replyImage': 'Reply image {n}',
  'complaintDetails.loadFailed': 'The complaint could not be loaded. Check your connection and try again.',
  'complaintDetails.missingTitle': 'Complaint not found',
  'complaintDetails.missingText': 'This link does not say which complaint to show. Open it again from your complaint list.',
  'complaintDetails.toList': 'Go to my complaints',
  'complaintDetails.yourRating': 'Your rating',
  'complaintDetails.thanks': 'Thank you for rating how we handled your complaint.',
  'complaintDetails.rating.title': 'Rate our service',
  'complaintDetails.rating.prompt': 'How satisfied are you with how we handled your complaint?',
} as const;
