/**
 * GET /api/staff/jobs and POST /api/staff/jobs/{name}/run (admin): the clock's jobs with their last runs, and a
 * job run now. Online only; the list reloads after a run.
 */
import { StaffJobList, StaffJobRun } from '@hw/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

export async function getStaffJobs(signal?: AbortSignal): Promise<StaffJobList> {
  const answer = await apiGet('/api/staff/jobs', undefined, { auth: true, signal, background: true });
  return checkedResponse(StaffJobList, answer, 'GET /api/staff/jobs');
}

export const staffJobsQueryOptions = () =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'staff', 'jobs'],
    queryFn: ({ signal }) => getStaffJobs(signal),
    staleTime: 0,
    gcTime: 0,
  });

export const useStaffJobs = () => useQuery(staffJobsQueryOptions());

/** A run does everything due across the whole book (10,000 monthly charges take a while). */
export const JOB_RUN_TIMEOUT_MS = 10 * 60_000;

export async function runStaffJob(name: string): Promise<StaffJobRun> {
  const answer = await apiPost(`/api/staff/jobs/${encodeURIComponent(name)}/run`, undefined, {
    auth: true,
    timeoutMs: JOB_RUN_TIMEOUT_MS,
  });
  return checkedResponse(StaffJobRun, answer, `POST /api/staff/jobs/${name}/run`);
}

export function useRunStaffJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runStaffJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffJobsQueryOptions().queryKey }),
  });
}
