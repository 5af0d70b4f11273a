import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HomeIcon from '@mui/icons-material/Home';
import { useNavigate } from 'react-router-dom';
import { errors } from '../../i18n/tr/errors';

/** 'Ana Sayfa' goes through the landing redirect; 'Geri Dön' is the browser's back. */
export const HomeAndBackButtons = () => {
  const navigate = useNavigate();
  return (
    <>
      <Button variant="contained" size="large" startIcon={<HomeIcon />} onClick={() => navigate('/')}>
        {errors.common.home}
      </Button>
      <Button variant="outlined" size="large" startIcon={<ArrowBackIcon />} onClick={() => navigate(-1)}>
        {errors.common.back}
      </Button>
    </>
  );
};
