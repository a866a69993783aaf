import { expect, test } from './fixtures';
import { authFile, createNiche, DEMO_NICHES, get, organizationId } from './helpers';

interface Groups {
  groups: {
    canonical: string;
    keywords: { keyword: string; searchVolume: number }[];
    edited: boolean;
  }[];
}

test.describe('roots and normalizer', () => {
  test.use({ storageState: authFile('owner') });

  test(
    'open a niche’s roots and expand one into its keywords',
    { tag: DEMO_NICHES },
    async ({ page }) => {
      const nicheId = await createNiche(page, await organizationId(page, 'Demo Organization'));
      await page.goto(`/niche/${nicheId}/niche-analysis/mkl`);
      await page
        .getByRole('navigation', { name: 'Niche pages' })
        .getByRole('link', { name: 'Roots', exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/niche/${nicheId}/niche-analysis/roots$`));
      const roots = await get<{ roots: { root: string; keywordCount: number }[] }>(
        page,
        `/api/niches/${nicheId}/keyword-roots`,
      );
      const top = roots.roots[0]!;
      const grid = page.getByRole('grid', { name: /roots$/ });
      await page.getByRole('textbox', { name: 'Filter roots' }).fill(top.root);
      await grid.getByRole('button', { name: top.root, exact: true }).click();
      const panel = page.getByRole('region', { name: `Keywords with “${top.root}”` });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('row')).toHaveCount(top.keywordCount + 1);
      await expect(grid.getByRole('button', { name: top.root, exact: true })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    },
  );

  test('merge two spelling groups on the normalizer', { tag: DEMO_NICHES }, async ({ page }) => {
    const nicheId = await createNiche(page, await organizationId(page, 'Demo Organization'));
    await page.goto(`/niche/${nicheId}/niche-analysis/normalizer`);
    const grid = page.getByRole('grid', { name: /spelling groups$/ });
    const before = await get<Groups>(page, `/api/niches/${nicheId}/keyword-groups`);
    const [first, second] = before.groups;
    await expect(grid.getByRole('button', { name: first!.canonical, exact: true })).toBeVisible();
    await grid.getByRole('checkbox', { name: 'Select row 1', exact: true }).check();
    await grid.getByRole('checkbox', { name: 'Select row 2', exact: true }).check();
    await page.getByRole('button', { name: 'Merge 2 groups' }).click();
    await expect(page.getByText('Merged 2 groups into one')).toBeVisible();

    // The merged group is named after its most searched spelling, from either group.
    const spellings = [...first!.keywords, ...second!.keywords];
    const named = spellings.reduce((a, b) => (b.searchVolume > a.searchVolume ? b : a)).keyword;
    const other = named === first!.canonical ? second!.canonical : first!.canonical;
    await page.getByRole('textbox', { name: 'Filter keywords' }).fill(other);
    await grid.getByRole('button', { name: named, exact: true }).click();
    const panel = page.getByRole('region', { name: `Spellings of “${named}”` });
    await expect(panel.getByRole('cell', { name: other, exact: true })).toBeVisible();
    await expect(panel.getByRole('row')).toHaveCount(spellings.length + 1);
    const after = await get<Groups>(page, `/api/niches/${nicheId}/keyword-groups`);
    expect(after.groups[0]).toMatchObject({ canonical: named, edited: true });
  });
});
