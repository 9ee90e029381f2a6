import { useATaskLater } from './use-a-task-later';

/**
 * The `opened` to give a Mantine Drawer or Modal whose code arrives after the first render (an
 * idle import, lib/use-idle-import.ts): a tap before its code is here mounts it open. Mantine
 * gives the focus back on close to what had it when `opened` turned true, which it notices from
 * the first change after mounting, so one mounted open never learned it and its close left the
 * keyboard's focus nowhere. Such a popup is mounted closed and opened a task later.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const mounted = useATaskLater();
  return opened && mounted;
}
