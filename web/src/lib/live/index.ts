/** The live change stream of the signed-in session (live-changes.ts). */
export {
  keepLiveChanges,
  type LiveSignal,
  type LiveStatus,
  liveStatus,
  onLiveChange,
  useLiveChanges,
  useLiveStatus,
} from './live-changes.ts';
