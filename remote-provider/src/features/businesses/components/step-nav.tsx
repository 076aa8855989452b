import { NavLink } from 'react-router-dom';
import { type BusinessCompleteness, PROVIDER_PATHS, routePath } from 'shared/contracts';
import styled from 'styled-components';
import { EDITOR_STEPS, stepDone, type EditorStep } from './editor-steps.ts';

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  padding: 0;
  list-style: none;
  a,
  span {
    display: inline-block;
    padding: 6px 14px;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.color.primary};
    font-weight: 700;
  }
  span {
    opacity: 0.6;
  }
`;

/**
 * The editor's steps as links. A business not yet created has only its details: the other steps
 * are shown but cannot be opened until the first Save.
 */
export function StepNav({
  businessId,
  current,
  completeness,
}: {
  businessId: string | null;
  current: EditorStep;
  completeness: BusinessCompleteness | null;
}) {
  return (
    <nav aria-label="Editor steps">
      <Steps>
        {EDITOR_STEPS.map(({ form, label }) => {
          const done = stepDone(form, completeness);
          const text = done === null ? label : `${label}${done ? ' (done)' : ' (to do)'}`;
          return (
            <li key={form}>
              {businessId ? (
                <NavLink
                  to={routePath(PROVIDER_PATHS.businessForm, { id: businessId, form: form })}
                  aria-current={form === current ? 'page' : undefined}
                >
                  {text}
                </NavLink>
              ) : (
                <span aria-disabled="true">{text}</span>
              )}
            </li>
          );
        })}
      </Steps>
    </nav>
  );
}
