import { API_ERROR_MESSAGES, ApiError, apiBaseUrl, bearerToken } from 'shared/api-client';

export type StatementFormat = 'csv' | 'pdf';

/** The file name the server gave (Content-Disposition), or a plain one. */
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Fetches the statement as a file with the caller's token (a plain link could not carry it) and
 * hands it to the browser as a download.
 */
export async function downloadStatement(statementId: string, format: StatementFormat): Promise<string> {
  const token = await bearerToken();
  let response: Response;
  try {
    response = await fetch(
      `${apiBaseUrl()}/api/billing/statements/${encodeURIComponent(statementId)}/download/${format}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
  } catch {
    throw new ApiError(API_ERROR_MESSAGES.noResponse);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(body?.message ?? API_ERROR_MESSAGES.unexpected(String(response.status)), response.status);
  }
  const name = fileNameOf(response, `statement.${format}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}
