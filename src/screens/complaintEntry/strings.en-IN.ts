/** Strings of the complaintEntry screen. The spec's English quotes are shown as quoted in India. */
export const complaintEntry = {
  'complaintEntry.title': 'Complaint',
  'complaintEntry.myComplaints': 'My complaints',
  'complaintEntry.selectedOrder': 'Selected order',
  'complaintEntry.all': 'All',
  'complaintEntry.allOrders': 'All orders',
  'complaintEntry.orderNo': 'Order No. {orderNo}',
  'complaintEntry.current': 'Selected',
  'complaintEntry.questionType': 'Question type',
  'complaintEntry.subTypeHint': 'Choose what happened',
  'complaintEntry.backToTypes': 'Back to question types',
  'complaintEntry.collectionRefused': 'The selected order does not support sending collection types',
  'complaintEntry.noTypes': 'No question types are available for this order. Choose another order or try again later.',
  'complaintEntry.noSubTypes': 'No options are available for this question type.',
  'complaintEntry.noOrderTitle': 'No orders yet',
  'complaintEntry.noOrder': 'A complaint is filed about an order, and you have none yet.',
  'complaintEntry.loadFailed': 'We could not load your order. Check your connection and try again.',
} as const;
