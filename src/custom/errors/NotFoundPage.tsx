import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useLocation } from 'react-router-dom';
import { errors } from '../../i18n/tr/errors';
import { ErrorPageFrame } from './ErrorPageFrame';
import { HomeAndBackButtons } from './HomeAndBackButtons';

/**
 * Any unknown path. Also react-admin's catch-all: under /admin it sits inside the signed-in
 * layout instead of filling the screen.
 */
export const NotFoundPage = () => {
  const embedded = useLocation().pathname.startsWith('/admin');
  return (
    <ErrorPageFrame
      embedded={embedded}
      icon={<SearchOffIcon />}
      tone="#0066CC"
      title={errors.notFound.title}
      code={errors.notFound.code}
      description={errors.notFound.description}
      actions={<HomeAndBackButtons />}
    />
  );
};
