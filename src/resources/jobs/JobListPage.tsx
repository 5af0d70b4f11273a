import { ListBase } from 'react-admin';
import { jobsResource } from '../../domain/resources/jobs';
import { jobs } from '../../i18n/tr/jobs';
import { requestErrorText } from '../../ui/requestError';
import { useToast } from '../../ui/ToastProvider';
import { JobListView } from './JobListView';

/** /admin/dashboard/list-jobs: paged, sorted and filtered by the server; react-admin checks canAccessJobs. */
export const JobListPage = () => {
  const toast = useToast();
  return (
    <ListBase sort={jobsResource.defaultSort} perPage={25} queryOptions={{ onError: (err: unknown) => toast.error(requestErrorText(err, jobs.loadFailed)) }}>
      <JobListView />
    </ListBase>
  );
};
