// /support (spec §2, §5 Support, §8 Support messages).
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { SupportContact } from '../../../components/ui/support-contact';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useSendSupportMessage } from '../api/send-support-message';
import '../settings.css';

export default function SupportPage() {
  const { t } = useTranslation();
  const send = useSendSupportMessage();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!subject.trim() || !message.trim()) {
      toast.error(t('messages.supportBothRequired'));
      return;
    }
    send.mutate(
      { subject: subject.trim(), message: message.trim() },
      {
        onSuccess: () => {
          toast.success(t('settings.messageSent'));
          setSubject('');
          setMessage('');
        },
        onError: (error) => toast.error(errorMessage(error, t('settings.messageFailed'))),
      },
    );
  }

  return (
    <main className="page">
      <PageHeader title={t('settings.support')} />
      <p className="hint">{t('settings.supportIntro')}</p>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label={t('settings.subject')}
          name="subject"
          value={subject}
          maxLength={150}
          onChange={(event) => setSubject(event.target.value)}
        />
        <TextField
          label={t('settings.message')}
          name="message"
          multiline
          maxLength={5000}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        <Button type="submit" isLoading={send.isPending}>
          {t('settings.sendMessage')}
        </Button>
      </form>
      <SupportContact />
    </main>
  );
}
