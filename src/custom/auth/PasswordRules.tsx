import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { PASSWORD_RULES, PASSWORD_SPECIALS } from '../../domain/validation/password';
import { auth } from '../../i18n/tr/auth';
import { fill } from '../../i18n/fill';

/** The registration password rules, ticked live as the user types. */
export const PasswordRules = ({ password }: { password: string }) => (
  <Box sx={{ bgcolor: 'grey.50', border: 1, borderColor: 'grey.200', borderRadius: 2, px: 1.5, py: 1.25 }}>
    <Typography variant="caption" sx={{ fontWeight: 600, color: 'text.secondary' }}>
      {auth.register.rulesTitle}
    </Typography>
    <Stack component="ul" spacing={0.5} aria-label={auth.register.rulesTitle} sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <Stack key={rule.key} component="li" direction="row" spacing={1} data-rule={rule.key} data-met={met} sx={{ alignItems: 'center' }}>
            {met ? <CheckCircle color="success" sx={{ fontSize: 18 }} /> : <RadioButtonUnchecked sx={{ fontSize: 18, color: 'grey.400' }} />}
            <Typography variant="body2" sx={{ color: met ? 'success.dark' : 'text.secondary' }}>
              {rule.message}
            </Typography>
          </Stack>
        );
      })}
    </Stack>
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.75, wordBreak: 'break-all' }}>
      {fill(auth.register.specials, { chars: PASSWORD_SPECIALS })}
    </Typography>
  </Box>
);
