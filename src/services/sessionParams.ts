/**
 * The names of the session's parameters (§2, §7), apart from src/services/session.ts and with no
 * import: the build writes them into the HTML's early-request script (scripts/lib/earlyRequest.ts).
 */
export const DEVICE_PARAMS = [
  'deviceId',
  'appMarket',
  'appVersion',
  'token',
  'appType',
  'deviceName',
  'osVersion',
  'gid',
  'platform',
  'isNeedPop',
] as const;

/** The header values of §7, read from same-named address parameters and carried like them. */
export const HEADER_PARAMS = ['spits', 'beech', 'swift', 'eyes'] as const;
