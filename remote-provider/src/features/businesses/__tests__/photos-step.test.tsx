import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router-dom';
import type { Photo } from 'shared/contracts';
import { fakeHttp, signInAs, signOutEveryone } from 'shared/testing';
import { BusinessEditor } from '../components/business-editor.tsx';
import { FakeXhr } from './fake-xhr.ts';
import { BUSINESS_ID, ownerBusiness, photo } from './owner-business.ts';
import { renderRoutes } from './render-routes.tsx';

function EditorAtPath() {
  const { id = '', form } = useParams();
  return <BusinessEditor id={id} form={form} />;
}

const renderPhotos = () =>
  renderRoutes([{ path: 'business/:id/:form', element: <EditorAtPath /> }], `/business/${BUSINESS_ID}/photos`);

function servePhotos(initial: Photo[]) {
  let photos = initial;
  return fakeHttp((request) => {
    if (request.path === `/api/businesses/${BUSINESS_ID}`)
      return { status: 200, body: ownerBusiness({ photoCount: photos.length }) };
    if (request.path === `/api/businesses/${BUSINESS_ID}/photos`) return { status: 200, body: { items: photos } };
    if (request.path === `/api/businesses/${BUSINESS_ID}/galleries`) return { status: 200, body: { items: [] } };
    if (request.path === `/api/businesses/${BUSINESS_ID}/photos/order`) {
      const ids = (request.body as { photoIds: string[] }).photoIds;
      photos = ids.map((id) => photos.find((p) => p.id === id)!);
      return { status: 200, body: { items: photos } };
    }
    if (request.method === 'DELETE') {
      photos = photos.filter((p) => !request.path.endsWith(p.id));
      return { status: 204 };
    }
    return undefined;
  });
}

const jpeg = () => new File([new Uint8Array(2048)], 'party.jpg', { type: 'image/jpeg' });

describe("the editor's photos step", () => {
  beforeEach(() => {
    signInAs({ email: 'provider@example.com', view: 'provider' });
    FakeXhr.install();
  });
  afterEach(() => signOutEveryone());

  it('uploads a photo with its description, showing the progress as it goes', async () => {
    servePhotos([]);
    renderPhotos();
    await userEvent.upload(await screen.findByLabelText('Photo (JPEG, PNG or WebP, at most 10 MB)'), jpeg());
    await userEvent.type(screen.getByLabelText('Description of the photo (alt text)'), 'A magician with a rabbit');
    await userEvent.click(screen.getByRole('button', { name: 'Upload photo' }));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const [upload] = FakeXhr.sent;
    expect(upload!.url).toBe(`http://localhost/api/businesses/${BUSINESS_ID}/photos`);
    expect(upload!.headers.Authorization).toBe('Bearer fresh-token');
    expect(upload!.body?.get('alt')).toBe('A magician with a rabbit');

    act(() => upload!.progress(1024, 2048));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveValue(50);
    expect(screen.getByText('Uploading… 50%')).toBeInTheDocument();

    await act(async () => upload!.respond(201, photo('ph1', 'A magician with a rabbit')));
    expect(await screen.findByRole('listitem', { name: 'Photo 1: A magician with a rabbit' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Description of the photo (alt text)')).toHaveValue('');
  });

  it('requires a description before uploading', async () => {
    servePhotos([]);
    renderPhotos();
    await userEvent.upload(await screen.findByLabelText('Photo (JPEG, PNG or WebP, at most 10 MB)'), jpeg());
    await userEvent.click(screen.getByRole('button', { name: 'Upload photo' }));

    expect(screen.getByLabelText('Description of the photo (alt text)')).toHaveAccessibleDescription(
      'A description is required.',
    );
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("shows the server's refusal of a file", async () => {
    servePhotos([]);
    renderPhotos();
    await userEvent.upload(await screen.findByLabelText('Photo (JPEG, PNG or WebP, at most 10 MB)'), jpeg());
    await userEvent.type(screen.getByLabelText('Description of the photo (alt text)'), 'A cake');
    await userEvent.click(screen.getByRole('button', { name: 'Upload photo' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));

    await act(async () =>
      FakeXhr.sent[0]!.respond(413, {
        statusCode: 413,
        error: 'Payload Too Large',
        message: 'The photo is larger than 10 MB.',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The photo is larger than 10 MB.');
  });

  it('reorders photos with the keyboard and deletes one after confirming', async () => {
    servePhotos([photo('a', 'The stage'), photo('b', 'The balloons')]);
    renderPhotos();
    const second = await screen.findByRole('listitem', { name: 'Photo 2: The balloons' });
    within(second).getByRole('button', { name: 'Move up' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('listitem', { name: 'Photo 1: The balloons' })).toBeInTheDocument();

    const last = screen.getByRole('listitem', { name: 'Photo 2: The stage' });
    await userEvent.click(within(last).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(last).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /The stage/ })).not.toBeInTheDocument());
  });
});
