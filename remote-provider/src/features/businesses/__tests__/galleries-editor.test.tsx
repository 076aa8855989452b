import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router-dom';
import type { OwnerGallery } from 'shared/contracts';
import { fakeHttp, signInAs, signOutEveryone } from 'shared/testing';
import { BusinessEditor } from '../components/business-editor.tsx';
import { BUSINESS_ID, ownerBusiness, photo } from './owner-business.ts';
import { renderRoutes } from './render-routes.tsx';

function EditorAtPath() {
  const { id = '', form } = useParams();
  return <BusinessEditor id={id} form={form} />;
}

const PHOTOS = [
  photo('00000000-0000-4000-8000-0000000000a1', 'A magician with a rabbit'),
  photo('00000000-0000-4000-8000-0000000000a2', 'Balloon animals'),
  photo('00000000-0000-4000-8000-0000000000a3', 'The cake trick'),
];
const GALLERIES = `/api/businesses/${BUSINESS_ID}/galleries`;

/** The API's galleries for the business, kept as the calls change them. */
function serveGalleries(initial: OwnerGallery[]) {
  let galleries = initial;
  let made = 0;
  const withPhotos = (id: string, body: { name: string; photoIds: string[] }): OwnerGallery => ({
    id,
    name: body.name,
    photos: body.photoIds.map((photoId) => PHOTOS.find((candidate) => candidate.id === photoId)!),
  });
  const http = fakeHttp((request) => {
    if (request.path === `/api/businesses/${BUSINESS_ID}`)
      return { status: 200, body: ownerBusiness({ photoCount: PHOTOS.length }) };
    if (request.path === `/api/businesses/${BUSINESS_ID}/photos`) return { status: 200, body: { items: PHOTOS } };
    if (request.path === GALLERIES && request.method === 'GET') return { status: 200, body: { items: galleries } };
    if (request.path === GALLERIES && request.method === 'POST') {
      const gallery = withPhotos(`00000000-0000-4000-8000-00000000b00${++made}`, request.body as never);
      galleries = [...galleries, gallery];
      return { status: 201, body: gallery };
    }
    const id = request.path.slice(GALLERIES.length + 1);
    if (request.method === 'PATCH') {
      const gallery = withPhotos(id, request.body as never);
      galleries = galleries.map((candidate) => (candidate.id === id ? gallery : candidate));
      return { status: 200, body: gallery };
    }
    if (request.method === 'DELETE') {
      galleries = galleries.filter((candidate) => candidate.id !== id);
      return { status: 204 };
    }
    return undefined;
  });
  return { http, galleries: () => galleries };
}

const renderPhotos = () =>
  renderRoutes([{ path: 'business/:id/:form', element: <EditorAtPath /> }], `/business/${BUSINESS_ID}/photos`);

describe("the photos step's galleries", () => {
  beforeEach(() => signInAs({ email: 'provider@example.com', view: 'provider' }));
  afterEach(() => signOutEveryone());

  it('makes a named gallery from chosen photos, in the photos’ order', async () => {
    const api = serveGalleries([]);
    renderPhotos();
    const form = await screen.findByRole('form', { name: 'New gallery' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Gallery name' }), '  Birthday magic ');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'The cake trick' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'A magician with a rabbit' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create gallery' }));

    const made = await screen.findByRole('form', { name: 'Birthday magic' });
    expect(within(made).getByRole('checkbox', { name: 'A magician with a rabbit' })).toBeChecked();
    expect(within(made).getByRole('checkbox', { name: 'Balloon animals' })).not.toBeChecked();
    expect(api.galleries()).toEqual([
      expect.objectContaining({ name: 'Birthday magic', photos: [PHOTOS[0], PHOTOS[2]] }),
    ]);
    // The form for the next gallery starts empty again.
    expect(within(screen.getByRole('form', { name: 'New gallery' })).getByRole('textbox')).toHaveValue('');
  });

  it('renames a gallery and changes its photos, then deletes it after asking', async () => {
    const api = serveGalleries([
      { id: '00000000-0000-4000-8000-0000000000c1', name: 'Old name', photos: [PHOTOS[1]!] },
    ]);
    renderPhotos();
    const form = await screen.findByRole('form', { name: 'Old name' });
    const name = within(form).getByRole('textbox', { name: 'Gallery name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Balloons and cake');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'The cake trick' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save gallery' }));
    await waitFor(() =>
      expect(api.galleries()).toEqual([
        expect.objectContaining({ name: 'Balloons and cake', photos: [PHOTOS[1], PHOTOS[2]] }),
      ]),
    );

    await userEvent.click(within(form).getByRole('button', { name: 'Delete gallery' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Old name' })).not.toBeInTheDocument());
    expect(api.galleries()).toEqual([]);
  });

  it('says what is wrong with a name before sending anything', async () => {
    const { http } = serveGalleries([]);
    renderPhotos();
    const form = await screen.findByRole('form', { name: 'New gallery' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create gallery' }));
    expect(await within(form).findByText('A gallery name is required.')).toBeInTheDocument();
    expect(http.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
