//! An open-addressing memo from u128 keys to f32 values, cleared in O(1) by a generation stamp.

/// Fold a u128 key to a well-mixed u64.
#[inline]
pub fn mix(k: u128) -> u64 {
    let x = (k as u64) ^ ((k >> 64) as u64).wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
    let x = (x ^ (x >> 31)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    x ^ (x >> 29)
}

#[derive(Clone, Copy, Default)]
struct Slot {
    key: u128,
    val: f32,
    generation: u32,
}

/// The memo; it grows (doubling) while more than half full.
pub struct Memo {
    slots: Vec<Slot>,
    generation: u32,
    len: usize,
}

impl Default for Memo {
    fn default() -> Self {
        Memo { slots: vec![Slot::default(); 1 << 12], generation: 1, len: 0 }
    }
}

impl Memo {
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn clear(&mut self) {
        self.generation = self.generation.wrapping_add(1).max(1);
        if self.generation == 1 {
            self.slots.iter_mut().for_each(|s| s.generation = 0);
        }
        self.len = 0;
    }

    #[inline]
    pub fn get(&self, key: u128) -> Option<f64> {
        let mask = self.slots.len() - 1;
        let mut i = mix(key) as usize & mask;
        loop {
            let s = &self.slots[i];
            if s.generation != self.generation {
                return None;
            }
            if s.key == key {
                return Some(f64::from(s.val));
            }
            i = (i + 1) & mask;
        }
    }

    pub fn insert(&mut self, key: u128, val: f64) {
        if 2 * (self.len + 1) > self.slots.len() {
            self.grow();
        }
        let mask = self.slots.len() - 1;
        let mut i = mix(key) as usize & mask;
        loop {
            let s = &mut self.slots[i];
            if s.generation != self.generation {
                *s = Slot { key, val: val as f32, generation: self.generation };
                self.len += 1;
                return;
            }
            if s.key == key {
                s.val = val as f32;
                return;
            }
            i = (i + 1) & mask;
        }
    }

    fn grow(&mut self) {
        let bigger = vec![Slot::default(); self.slots.len() * 2];
        let old = std::mem::replace(&mut self.slots, bigger);
        let generation = self.generation;
        self.len = 0;
        for s in old.into_iter().filter(|s| s.generation == generation) {
            self.insert(s.key, f64::from(s.val));
        }
    }
}
