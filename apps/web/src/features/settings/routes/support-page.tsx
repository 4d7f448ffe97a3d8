// /support.
import { MSG } from '@waka/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { SupportContact } from '../../../components/ui/support-contact';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useSendSupportMessage } from '../api/send-support-message';
import '../settings.css';

export default function SupportPage() {
  const { t } = useTranslation();
  const send = useSendSupportMessage();
  const form = useForm({ subject: '', message: '' });

  const onSubmit = form.onSubmit(
    ({ subject, message }) => (!subject.trim() || !message.trim() ? MSG.supportBothRequired : null),
    ({ subject, message }) =>
      send.mutate(
        { subject: subject.trim(), message: message.trim() },
        {
          onSuccess: () => {
            toast.success(t('settings.messageSent'));
            form.setValues({ subject: '', message: '' });
          },
          onError: (error) => toast.error(errorMessage(error, t('settings.messageFailed'))),
        },
      ),
  );

  return (
    <main className="page">
      <PageHeader title={t('settings.support')} />
      <p className="hint">{t('settings.supportIntro')}</p>
      <form onSubmit={onSubmit} noValidate>
        <TextField label={t('settings.subject')} name="subject" maxLength={150} {...form.text('subject')} />
        <TextField
          label={t('settings.message')}
          name="message"
          multiline
          maxLength={5000}
          {...form.text('message')}
        />
        <Button type="submit" isLoading={send.isPending}>
          {t('settings.sendMessage')}
        </Button>
      </form>
      <SupportContact />
    </main>
  );
}
