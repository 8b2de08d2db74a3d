/** The live change stream of the signed-in session (live-changes.ts). */
export {
  keepLiveChanges,
  onLiveChange,
  useLiveChanges,
  useLiveStatus,
} from './live-changes.ts';
