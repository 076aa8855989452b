import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MAILING_LIST_MAX_WIDTH } from 'shared/contracts';
import { signUpToMailingList } from '../api/sign-up-to-mailing-list.ts';

type Outcome = 'idle' | 'submitting' | 'success' | 'error';

const LinkButton = styled.button`
  padding: 0;
  font: inherit;
  color: ${({ theme }) => theme.color.primary};
  text-decoration: underline;
  background: none;
  border: 0;
  cursor: pointer;
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  width: 100%;
  max-width: ${MAILING_LIST_MAX_WIDTH}px;
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  input {
    flex: 1;
    min-width: 0;
    padding: 8px 10px;
    font: inherit;
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.background};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 8px;
  }
`;

const Button = styled.button`
  padding: 8px 14px;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme }) => theme.color.primary};
  border: 0;
  border-radius: 8px;
  cursor: pointer;
  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }
`;

const Close = styled.button`
  width: 32px;
  height: 32px;
  font-size: 1.2rem;
  line-height: 1;
  color: ${({ theme }) => theme.color.text};
  background: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 50%;
  cursor: pointer;
`;

const VisuallyHidden = styled.label`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const Message = styled.p<{ $error?: boolean }>`
  margin: 0;
  color: ${({ theme, $error }) => ($error ? theme.color.danger : theme.color.text)};
`;

/** The footer's mailing-list sign-up: a link that expands into a one-field form. */
export function MailingListSignUp() {
  const [expanded, setExpanded] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const [email, setEmail] = useState('');
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const movedFocus = useRef(false);
  const ids = { title: useId(), input: useId() };

  // Focus follows the user's choice: into the field on opening, back to the link on closing.
  useEffect(() => {
    if (!movedFocus.current) return;
    (expanded ? inputRef : toggleRef).current?.focus();
  }, [expanded]);

  const open = (next: boolean) => {
    movedFocus.current = true;
    setOutcome('idle');
    setExpanded(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome('submitting');
    try {
      const signedUp = await signUpToMailingList(email);
      setOutcome(signedUp ? 'success' : 'error');
      if (signedUp) setEmail('');
    } catch {
      setOutcome('error');
    }
  };

  if (!expanded) {
    return (
      <LinkButton ref={toggleRef} type="button" onClick={() => open(true)}>
        Subscribe to our Mailing List
      </LinkButton>
    );
  }

  const submitting = outcome === 'submitting';
  return (
    <Form aria-labelledby={ids.title} onSubmit={submit}>
      <TitleRow>
        <h3 id={ids.title}>Subscribe to our Mailing List</h3>
        <Close type="button" aria-label="Close" onClick={() => open(false)}>
          <span aria-hidden="true">×</span>
        </Close>
      </TitleRow>
      <Row>
        <VisuallyHidden htmlFor={ids.input}>Email address</VisuallyHidden>
        <input
          ref={inputRef}
          id={ids.input}
          type="email"
          name="email"
          autoComplete="email"
          required
          placeholder="Enter your email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Submitting...' : 'Subscribe'}
        </Button>
      </Row>
      {outcome === 'success' && <Message role="status">Thanks for signing up!</Message>}
      {outcome === 'error' && (
        <Message role="alert" $error>
          Something went wrong. Please try again.
        </Message>
      )}
    </Form>
  );
}
