/** The account on this device: what signing out removes (the settings' account tab will join). */
export { leaveDevice, type LeaveDeviceDeps } from './leaveDevice.ts';
