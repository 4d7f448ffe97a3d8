// /support.
import { MSG } from '@waka/shared';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { SupportContact } from '../../../components/ui/support-contact';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useSendSupportMessage } from '../api/send-support-message';
import '../settings.css';

export default function SupportPage() {
  const send = useSendSupportMessage();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!subject.trim() || !message.trim()) {
      toast.error(MSG.supportBothRequired);
      return;
    }
    send.mutate(
      { subject: subject.trim(), message: message.trim() },
      {
        onSuccess: () => {
          toast.success('Your message has been sent!');
          setSubject('');
          setMessage('');
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to send message')),
      },
    );
  }

  return (
    <main className="page">
      <PageHeader title="Support" />
      <p className="hint">Tell us what went wrong or what you need. We reply by e-mail.</p>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label="Subject"
          name="subject"
          value={subject}
          maxLength={150}
          onChange={(event) => setSubject(event.target.value)}
        />
        <TextField
          label="Message"
          name="message"
          multiline
          maxLength={5000}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        <Button type="submit" isLoading={send.isPending}>
          Send Message
        </Button>
      </form>
      <SupportContact />
    </main>
  );
}
