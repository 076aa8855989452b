import styled from 'styled-components';
import { TAGLINE } from 'shared/contracts';
import { useAppStore } from 'shared/store';

const Screen = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(3)};
  text-align: center;
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

const Choice = styled.button`
  font: inherit;
  font-size: 1.1rem;
  min-width: 240px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  strong {
    display: block;
    color: ${({ theme }) => theme.color.primary};
    font-size: 1.3rem;
  }
`;

/** First visit: no view stored yet, so `/` asks which side of the marketplace the visitor is on. */
export function ViewChooser() {
  const setView = useAppStore((state) => state.setView);
  return (
    <Screen>
      <div>
        <h1>Welcome! How will you use the platform?</h1>
        <p>{TAGLINE}</p>
        <Choices>
          <Choice type="button" onClick={() => setView('organizer')}>
            <strong>Organizer</strong>I&apos;m planning a children&apos;s event
          </Choice>
          <Choice type="button" onClick={() => setView('provider')}>
            <strong>Provider</strong>I offer services for kids&apos; events
          </Choice>
        </Choices>
      </div>
    </Screen>
  );
}
