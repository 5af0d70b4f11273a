import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import HomeIcon from '@mui/icons-material/Home';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useLocation, useNavigate } from 'react-router-dom';
import { errors } from '../../i18n/tr/errors';
import { copyText } from './copyText';
import { errorDetailsText, parseErrorQuery } from './errorDetails';
import { ErrorDetailBlock } from './ErrorDetailBlock';
import { ErrorPageFrame } from './ErrorPageFrame';

const texts = errors.error;

/** /error: what a render error sent here, with reload, home and copy. */
export const ErrorPage = () => {
  const { search } = useLocation();
  const navigate = useNavigate();
  const details = useMemo(() => parseErrorQuery(search), [search]);
  const copy = async () => {
    await copyText(errorDetailsText(details));
    window.alert(texts.copied);
  };
  return (
    <ErrorPageFrame
      icon={<ErrorOutlineIcon />}
      tone="#ED6C02"
      title={texts.title}
      description={texts.description}
      actions={
        <>
          <Button variant="contained" size="large" startIcon={<RefreshIcon />} onClick={() => window.location.assign('/')}>
            {texts.reload}
          </Button>
          <Button variant="outlined" size="large" startIcon={<HomeIcon />} onClick={() => navigate('/')}>
            {texts.home}
          </Button>
          <Button variant="text" size="large" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
            {texts.copy}
          </Button>
        </>
      }
    >
      <Alert severity="error" sx={{ mt: 3, textAlign: 'left' }} data-testid="error-message">
        {details.message}
      </Alert>
      {(details.stack || details.componentStack) && (
        <Box component="details" sx={{ mt: 2, textAlign: 'left', '& summary': { cursor: 'pointer', fontWeight: 600, color: 'text.secondary' } }}>
          <summary>{texts.details}</summary>
          {details.stack && <ErrorDetailBlock label={texts.stack} value={details.stack} />}
          {details.componentStack && <ErrorDetailBlock label={texts.componentStack} value={details.componentStack} />}
        </Box>
      )}
      <Typography variant="body2" sx={{ mt: 2.5, color: 'text.secondary' }}>
        {texts.advice}
      </Typography>
    </ErrorPageFrame>
  );
};
