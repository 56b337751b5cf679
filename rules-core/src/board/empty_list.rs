//! The board's list of empty points, kept in three segments (Black's eye
//! shapes, White's eye shapes, the rest) and updated move by move around the
//! changed points, so that playouts draw candidates without own eyes.

use super::*;

impl<const W: usize> BoardOf<W> {
    /// The AND of the colour codes of the four neighbours of `bit`: bit 0
    /// set when each is a Black stone or off the board (codes 1 and 3),
    /// bit 1 when each is a White stone or off the board (2 and 3). Never
    /// both: no point has only off-board neighbours (sides are at least 2).
    #[inline(always)]
    pub(super) fn eye_bits(&self, bit: usize) -> u8 {
        let [w, e, n, s] = self.around(bit).map(|q| self.cells[q & mask(W)]);
        w & e & n & s
    }

    /// The segment of the empty list (see `empty_list`) where the empty bit
    /// `bit` belongs: 0 Black's eye shape, 1 White's, [`NEITHER`].
    #[inline(always)]
    pub(super) fn eye_class(&self, bit: usize) -> usize {
        [NEITHER, 0, 1, NEITHER][self.eye_bits(bit) as usize & 3]
    }

    /// The segment of the empty list that entry `i` lies in.
    #[inline(always)]
    pub(super) fn segment_at(&self, i: usize) -> usize {
        usize::from(i >= self.seg[0] as usize) + usize::from(i >= self.seg[1] as usize)
    }

    /// Puts `bit` at entry `i` of the empty list.
    #[inline(always)]
    pub(super) fn put_empty(&mut self, i: usize, bit: u16) {
        self.empty_list[i] = bit;
        self.empty_index[bit as usize] = i as u16;
    }

    /// Moves entry `src` of the empty list to entry `hole` (a free slot),
    /// unless they are the same.
    #[inline(always)]
    pub(super) fn fill_empty(&mut self, hole: usize, src: usize) {
        if src != hole {
            let x = self.empty_list[src];
            self.put_empty(hole, x);
        }
    }

    /// Swaps entries `i` and `j` of the empty list.
    #[inline(always)]
    pub(super) fn swap_entries(&mut self, i: usize, j: usize) {
        let (a, b) = (self.empty_list[i], self.empty_list[j]);
        self.put_empty(i, b);
        self.put_empty(j, a);
    }

    /// Adds `bit` to the empty list, in segment `class` (see `empty_list`):
    /// the first entry of each later segment moves to its end.
    #[inline(always)]
    pub(super) fn push_empty(&mut self, bit: usize, class: usize) {
        let n = self.empty_count as usize;
        let [a, b] = self.seg.map(usize::from);
        if class < NEITHER {
            self.fill_empty(n, b);
            if class == 0 {
                self.fill_empty(b, a);
                self.put_empty(a, bit as u16);
                self.seg[0] += 1;
            } else {
                self.put_empty(b, bit as u16);
            }
            self.seg[1] += 1;
        } else {
            self.put_empty(n, bit as u16);
        }
        self.empty_count += 1;
    }

    /// Takes `bit` (which must be in it) out of the empty list: the last
    /// entry of its segment fills its place, and so on for the later
    /// segments.
    #[inline(always)]
    pub(super) fn take_empty(&mut self, bit: usize) {
        let i = self.empty_index[bit] as usize;
        let n = self.empty_count as usize - 1;
        self.empty_count = n as u16;
        if i >= self.seg[1] as usize {
            // The last entry fills the hole (itself when it is the last).
            let last = self.empty_list[n];
            self.put_empty(i, last);
            return;
        }
        let mut hole = i;
        if i < self.seg[0] as usize {
            let a1 = self.seg[0] as usize - 1;
            self.fill_empty(hole, a1);
            hole = a1;
            self.seg[0] -= 1;
        }
        let b1 = self.seg[1] as usize - 1;
        self.fill_empty(hole, b1);
        self.seg[1] -= 1;
        self.fill_empty(b1, n);
    }

    /// Moves the empty bit `bit` from the segment of neither colour's eye
    /// shapes into `color`'s: a swap with the first entry of the last
    /// segment, and for Black one more with the first of White's.
    #[inline(always)]
    pub(super) fn neither_to_eye(&mut self, bit: usize, color: Color) {
        let i = self.empty_index[bit] as usize;
        let b = self.seg[1] as usize;
        self.swap_entries(i, b);
        self.seg[1] += 1;
        if color == Color::Black {
            let a = self.seg[0] as usize;
            self.swap_entries(b, a);
            self.seg[0] += 1;
        }
    }

    /// Puts the empty bit `bit` in the segment its neighbours call for
    /// (after a change of stones around it outside play: undo, set-up).
    pub(super) fn reclassify(&mut self, bit: usize) {
        let class = self.eye_class(bit);
        if self.segment_at(self.empty_index[bit] as usize) != class {
            self.take_empty(bit);
            self.push_empty(bit, class);
        }
    }
}
