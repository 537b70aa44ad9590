// The resumes module's public face: the uploaded files (the `files` table and the bytes in the FileStore):
// storing and deleting a user's résumés, reading one by id or public id, presenting it, and the download
// route; organisations' logos (stored as they are uploaded, taken by an organisation, served publicly). Who besides the owner may download a file is not the module's to know: the composition root
// hands it the check (applications: the organisations a file was sent to).
import type { Db } from '../../platform/db/db';
import type { FileStore } from '../../platform/files/fileStore';
import { defineModule } from '../../platform/modules';
import { resumeRoutes } from './resumeRoutes';
import type { ResumeReaderCheck } from './resumes';

export interface ResumesDeps {
  db: Db;
  files: FileStore;
  /** Whether someone other than the owner may download a file. */
  mayRead: ResumeReaderCheck;
}

export const resumesModule = defineModule<ResumesDeps>({
  name: 'resumes',
  routes: ({ db, files, mayRead }) => resumeRoutes(db, files, mayRead),
});

export {
  deleteLogoFile,
  lockUnusedLogo,
  releaseLogoOwner,
  findFileById,
  findFileByPublicId,
  findPublicIds,
  storageKeysOfOwner,
  type FileRow,
} from './fileRepository';
export { storeUploadedLogo, type LogoUpload } from './orgLogoFiles';
export { presentResumeFile } from './resumePresenter';
export {
  deleteResumes,
  storeResume,
  type ResumeReader,
  type ResumeReaderCheck,
  type Upload,
} from './resumes';
