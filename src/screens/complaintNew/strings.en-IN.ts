/**
 * Strings of the new complaint page (§2 "New complaint page (Indonesian wording)"): Indonesian in
 * Indonesia, English in India (docs/spec-notes.md).
 */
export const complaintNewView = {
  'complaintNew.title': 'New complaint',
  'complaintNew.selectedOrder': 'Selected order',
  'complaintNew.all': 'All',
  'complaintNew.allOrders': 'All orders',
  'complaintNew.orderNo': 'Order No. {orderNo}',
  'complaintNew.current': 'Selected',
  'complaintNew.categories': 'What do you need help with?',
  'complaintNew.categoriesHint': 'Choose a topic and our assistant will help you with this order.',
  'complaintNew.noCategories': 'No help topics are available for this order. Choose another order or try again later.',
  'complaintNew.noOrderTitle': 'No orders yet',
  'complaintNew.noOrder': 'A complaint is filed about an order, and you have none yet.',
  'complaintNew.loadFailed': 'We could not load your order. Check your connection and try again.',
} as const;
