/** What the build says about the whole run, in Finnish (content and photo problems have their own modules). */
export const buildMessages = {
  overBudget: (count: number) =>
    `Sivustoa ei kirjoitettu: ${count === 1 ? 'sivu on' : 'sivut ovat'} liian raskaita puhelimelle; edellinen sivusto jäi ennalleen. ` +
    'Pienennä kuvia (vähemmän heti latautuvia kortteja tai pienempi laatu tiedostossa src/config.ts) tai rakenna valinnalla --budget=warn.',
  overBudgetWarning: (problem: string) => `varoitus: sivu on liian raskas: ${problem}`,
} as const;
