import { createTestI18n } from '../testing';
import { fireEvent, render, screen } from '@testing-library/react';
import type { Lang } from '@opengood/contracts';
import { createAppStore } from '../store';

import { AppProviders } from '../app/AppProviders';
import { HttpError, type HttpClient } from '../http';
import { NotFoundPage } from './NotFoundPage';
import { ErrorPage } from './ErrorPage';
import { RenderErrorPage } from './RenderErrorPage';
import type { ReactNode } from 'react';

const SUPPORT = 'https://support.opengood.org/contact';

function show(lang: Lang, page: ReactNode) {
  const platform = { http: {} as HttpClient, preload: () => undefined, supportUrl: SUPPORT };
  return render(
    <AppProviders store={createAppStore()} i18n={createTestI18n(lang)} platform={platform}>
      {page}
    </AppProviders>,
  );
}

describe('NotFoundPage (docs/product/http-and-errors.md#not-found-page)', () => {
  it('in English: title, heading, the 404 message and the three ways on', () => {
    show('en', <NotFoundPage />);
    expect(document.title).toBe('Page Not Found | OpenGood');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Well, this isn't ideal...");
    expect(screen.getByText(/Sorry, we couldn't find the page you were looking for\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search jobs' })).toHaveAttribute('href', '/jobs');
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    const support = screen.getByRole('link', { name: 'Contact support' });
    expect(support).toHaveAttribute('href', SUPPORT);
    expect(support).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('heading', { name: 'Popular searches' })).toBeNull();
  });

  it('reads "Search the site" when a custom search address is given', () => {
    show('en', <NotFoundPage searchUrl="/en/volunteer" />);
    expect(screen.getByRole('link', { name: 'Search the site' })).toHaveAttribute('href', '/en/volunteer');
  });

  it('in Spanish searches the Spanish jobs', () => {
    show('es', <NotFoundPage />);
    expect(document.title).toBe('Página no encontrada | OpenGood');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hummm, esto no es lo ideal...');
    expect(screen.getByRole('link', { name: 'Buscar empleos' })).toHaveAttribute('href', '/es/empleos');
    expect(screen.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute('href', '/es');
  });

  it('in Portuguese also lists the popular searches', () => {
    show('pt', <NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hummm, isso não é ideal...');
    expect(
      screen.getByText(/O link pode estar quebrado ou a página pode ter sido removida/),
    ).toBeInTheDocument();
    const popular = screen.getByRole('region', { name: 'Buscas populares' });
    const links = Array.from(popular.querySelectorAll('a'));
    expect(links).toHaveLength(5);
    expect(links[0]).toHaveAttribute('href', '/pt/empregos?q=coordenador+de+projetos');
  });
});

describe('ErrorPage and the render-error decision (docs/product/http-and-errors.md#error-page)', () => {
  it('the error page offers a retry, the homepage and support', () => {
    const retry = jest.fn();
    show('pt', <ErrorPage onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Algo deu errado');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute('href', '/pt');
  });

  it.each([
    [new HttpError(404, '{}', {}), 'not-found'],
    [new HttpError(410, '{}', {}), 'not-found'],
    [new HttpError(500, '{}', {}), 'error-page'],
    [new TypeError('x is undefined'), 'error-page'],
  ])('a render error %p shows %s', (error, testId) => {
    show('en', <RenderErrorPage error={error} />);
    expect(screen.getByTestId(testId)).toBeInTheDocument();
  });
});
