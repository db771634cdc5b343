/** Strings of the complaintList screen. 'Problem Type' is quoted by the spec (§2). */
export const complaintList = {
  'complaintList.title': 'My complaints',
  'complaintList.tabs': 'Complaint status',
  'complaintList.problemType': 'Problem Type',
  'complaintList.tabEmpty': 'No complaints in {tab}',
  'complaintList.empty': 'You have not filed any complaints yet.',
  'complaintList.failed': 'Your complaints could not be loaded.',
} as const;
