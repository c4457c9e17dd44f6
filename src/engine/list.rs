//! A fixed-capacity list (no allocation) for legal actions and events on the hot path.

use std::ops::Deref;

/// Up to `N` values of `T`, stored inline; derefs to a slice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FixedList<T: Copy + Default, const N: usize> {
    buf: [T; N],
    len: u8,
}

impl<T: Copy + Default, const N: usize> Default for FixedList<T, N> {
    fn default() -> Self {
        FixedList { buf: [T::default(); N], len: 0 }
    }
}

impl<T: Copy + Default, const N: usize> FixedList<T, N> {
    /// Append; the capacity is sized by construction for the most a step can produce, so a push
    /// past it is a bug (caught in debug builds) and is dropped in release rather than panicking.
    #[inline]
    pub fn push(&mut self, value: T) {
        debug_assert!((self.len as usize) < N, "FixedList capacity {N} exceeded");
        if let Some(slot) = self.buf.get_mut(self.len as usize) {
            *slot = value;
            self.len += 1;
        }
    }
    /// Rewrite the whole list in place: `fill` writes the first entries of the buffer and returns
    /// how many (a hot-path alternative to `clear` and `push`).
    #[inline]
    pub fn refill(&mut self, fill: impl FnOnce(&mut [T; N]) -> usize) {
        let len = fill(&mut self.buf);
        self.len = len.min(N) as u8;
    }
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }
    /// Append every value of another list.
    pub fn extend_from(&mut self, other: &[T]) {
        for &v in other {
            self.push(v);
        }
    }
}

impl<T: Copy + Default, const N: usize> Deref for FixedList<T, N> {
    type Target = [T];
    #[inline]
    fn deref(&self) -> &[T] {
        &self.buf[..self.len as usize]
    }
}
