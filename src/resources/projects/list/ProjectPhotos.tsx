import { useState } from 'react';
import { useGetIdentity, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { ApiUser } from '../../../domain/user';
import { projects } from '../../../i18n/tr/projects';
import { projectScreens } from '../../../i18n/tr/projectScreens';
import { requestErrorText } from '../../../ui/requestError';
import { PhotoViewer } from '../../jobs/PhotoViewer';
import { deletePhoto } from '../../jobs/photoFiles';
import { mayDeleteUpload } from '../projectRights';
import type { ProjectRecord } from '../../../domain/resources/projects';
import { useProjectWrite } from '../useProjectWrite';
import { ProjectPhotoStrip } from './ProjectPhotoStrip';

interface ProjectPhotosProps {
  /** The project shown; the record in context (a list row) when left out. */
  project?: ProjectRecord;
  /** After a delete or the viewer closes: the list refetches when left out. */
  onChanged?: () => void;
}

/**
 * A project's photos (001 sections 2.4, 4), under its list row and on its page: its strip, the
 * viewer at the photo clicked, and a photo's delete: the file goes, then the attachments are
 * written back without its key.
 */
export const ProjectPhotos = ({ project: shown, onChanged }: ProjectPhotosProps) => {
  const inContext = useRecordContext<ProjectRecord>();
  const project = shown ?? inContext;
  const user = (useGetIdentity().identity as ApiUser | undefined) ?? null;
  const { detach } = useProjectWrite();
  const notify = useNotify();
  const refreshList = useRefresh();
  const refresh = onChanged ?? refreshList;
  const [viewing, setViewing] = useState<number | null>(null);
  if (!project) return null;
  const photos = project.attachmentFiles.filter((a) => a.kind === 'photo').map((a) => a.key);
  const remove = async (key: string) => {
    try {
      await deletePhoto(key);
      // The server already dropped the key; the spec's client writes the list back all the same.
      await detach(project.id, key).catch(() => undefined);
      notify(projectScreens.list.photoDeleted, { type: 'success' });
    } catch (err) {
      notify(requestErrorText(err, projects.updateFailed), { type: 'error' });
    }
    refresh();
  };
  return (
    <>
      <ProjectPhotoStrip photoKeys={photos} onOpen={setViewing} onDelete={remove} mayDelete={(key) => mayDeleteUpload(user, project, project.attachmentFiles.find((a) => a.key === key) ?? {})} />
      {viewing !== null && (
        <PhotoViewer
          photoKeys={photos}
          startIndex={viewing}
          onClose={() => {
            setViewing(null);
            refresh();
          }}
        />
      )}
    </>
  );
};
