import { imageCounter } from '../messages/site.ts';

/**
 * "Seuraava kuva": shows the species' next picture, wrapping to the first after the last, and keeps
 * the counter and the "Katso kuva laajempana" link in step. The pictures after the first wait in
 * `<template data-picture>` elements rendered by the species page; without this script the button
 * stays hidden, so the page never shows a control that does nothing.
 */
export function setUpGallery(gallery: HTMLElement): void {
  const frame = gallery.querySelector<HTMLElement>('[data-frame]');
  const first = frame?.querySelector('picture');
  const expand = gallery.querySelector<HTMLAnchorElement>('[data-expand]');
  const counter = gallery.querySelector<HTMLElement>('[data-counter]');
  const button = gallery.querySelector<HTMLButtonElement>('[data-next]');
  if (!frame || !first || !expand || !counter || !button) return;

  const pictures: Element[] = [first];
  const larges: string[] = [expand.getAttribute('href') ?? ''];
  for (const template of gallery.querySelectorAll<HTMLTemplateElement>('template[data-picture]')) {
    const picture = template.content.firstElementChild;
    if (picture) {
      pictures.push(picture);
      larges.push(template.dataset.large ?? '');
    }
  }
  let current = 0;

  button.addEventListener('click', () => {
    const next = (current + 1) % pictures.length;
    frame.replaceChild(pictures[next]!, pictures[current]!);
    expand.setAttribute('href', larges[next]!);
    counter.textContent = imageCounter(next + 1, pictures.length);
    current = next;
  });
  button.hidden = false;
}
