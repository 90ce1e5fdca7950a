import { firstValueFrom, of } from 'rxjs';
import { allPages } from './all-pages';

describe('allPages', () => {
  it('follows offsets until the total is reached', async () => {
    const list = Array.from({ length: 120 }, (_, i) => i);
    const asked: number[] = [];
    const all = await firstValueFrom(
      allPages((offset) => {
        asked.push(offset);
        return of({ items: list.slice(offset, offset + 50), total: list.length });
      }),
    );
    expect(all).toEqual(list);
    expect(asked).toEqual([0, 50, 100]);
  });

  it('takes an answer without a total as the whole list, and stops on an empty page', async () => {
    expect(await firstValueFrom(allPages(() => of({ items: [1, 2] })))).toEqual([1, 2]);
    const asked: number[] = [];
    const shrunk = await firstValueFrom(
      allPages((offset) => {
        asked.push(offset);
        return of({ items: offset === 0 ? [1] : [], total: 5 });
      }),
    );
    expect(shrunk).toEqual([1]);
    expect(asked).toEqual([0, 1]);
  });
});
