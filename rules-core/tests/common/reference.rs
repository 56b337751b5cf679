//! A slow, plain reference model of the rules, written independently of the
//! engine: a grid of cells, stack-based flood fill, and a set of every earlier
//! position. Used by the property tests to check the bitboard engine.
#![allow(dead_code)]

use std::collections::HashSet;

use tianyuan::rules::{KoRule, SuicideRule};
use tianyuan::{Color, IllegalMove};

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    pub w: usize,
    pub h: usize,
    pub cells: Vec<Option<Color>>,
}

impl Grid {
    pub fn new(w: usize, h: usize) -> Grid {
        Grid {
            w,
            h,
            cells: vec![None; w * h],
        }
    }

    fn neighbours(&self, i: usize) -> Vec<usize> {
        let (r, c) = (i / self.w, i % self.w);
        let mut v = Vec::new();
        if r > 0 {
            v.push(i - self.w);
        }
        if r + 1 < self.h {
            v.push(i + self.w);
        }
        if c > 0 {
            v.push(i - 1);
        }
        if c + 1 < self.w {
            v.push(i + 1);
        }
        v
    }

    /// The chain through `i` and whether it has a liberty.
    pub fn chain(&self, i: usize) -> (Vec<usize>, bool) {
        let color = self.cells[i];
        let mut seen = vec![false; self.cells.len()];
        let mut stack = vec![i];
        let mut chain = Vec::new();
        let mut liberty = false;
        seen[i] = true;
        while let Some(j) = stack.pop() {
            chain.push(j);
            for n in self.neighbours(j) {
                if self.cells[n].is_none() {
                    liberty = true;
                } else if self.cells[n] == color && !seen[n] {
                    seen[n] = true;
                    stack.push(n);
                }
            }
        }
        chain.sort();
        (chain, liberty)
    }
}

#[derive(Clone, Debug)]
pub struct RefGame {
    pub grid: Grid,
    pub to_move: Color,
    pub ko: KoRule,
    pub suicide: SuicideRule,
    /// Every earlier state (grid, side to move), the start included, in order.
    pub states: Vec<(Grid, Color)>,
    /// Whether each earlier move was a placement.
    pub placed: Vec<bool>,
    pub set: HashSet<(Grid, Color)>,
    pub grids: HashSet<Grid>,
}

pub struct RefOutcome {
    pub captured: Vec<usize>,
    pub grid: Grid,
}

impl RefGame {
    pub fn new(w: usize, h: usize, ko: KoRule, suicide: SuicideRule) -> RefGame {
        RefGame {
            grid: Grid::new(w, h),
            to_move: Color::Black,
            ko,
            suicide,
            states: Vec::new(),
            placed: Vec::new(),
            set: HashSet::new(),
            grids: HashSet::new(),
        }
    }

    /// The result of placing at `i`, or why it is illegal.
    pub fn try_place(&self, i: usize) -> Result<RefOutcome, IllegalMove> {
        if self.grid.cells[i].is_some() {
            return Err(IllegalMove::Occupied);
        }
        let me = self.to_move;
        let mut g = self.grid.clone();
        g.cells[i] = Some(me);
        let mut captured = Vec::new();
        for n in g.neighbours(i) {
            if g.cells[n] == Some(me.opponent()) {
                let (chain, lib) = g.chain(n);
                if !lib {
                    for s in chain {
                        if !captured.contains(&s) {
                            captured.push(s);
                        }
                    }
                }
            }
        }
        for &s in &captured {
            g.cells[s] = None;
        }
        if captured.is_empty() {
            let (chain, lib) = g.chain(i);
            if !lib {
                if self.suicide == SuicideRule::Forbidden || chain.len() == 1 {
                    return Err(IllegalMove::Suicide);
                }
                for s in chain {
                    g.cells[s] = None;
                }
            }
        }
        // Simple ko: recreating the position before the opponent's placement.
        if let (Some((two_back, _)), Some(true)) = (self.states.last(), self.placed.last()) {
            if *two_back == g {
                return Err(IllegalMove::Ko);
            }
        }
        match self.ko {
            KoRule::Simple => {}
            KoRule::Positional => {
                if g == self.grid || self.grids.contains(&g) {
                    return Err(IllegalMove::PositionalSuperko);
                }
            }
            KoRule::Situational => {
                let next = me.opponent();
                if (g == self.grid && self.to_move == next) || self.set.contains(&(g.clone(), next))
                {
                    return Err(IllegalMove::SituationalSuperko);
                }
            }
        }
        captured.sort();
        Ok(RefOutcome { captured, grid: g })
    }

    fn push_state(&mut self, placed: bool) {
        let s = (self.grid.clone(), self.to_move);
        self.grids.insert(s.0.clone());
        self.set.insert(s.clone());
        self.states.push(s);
        self.placed.push(placed);
    }

    pub fn play(&mut self, i: Option<usize>) -> Result<Vec<usize>, IllegalMove> {
        match i {
            None => {
                self.push_state(false);
                self.to_move = self.to_move.opponent();
                Ok(Vec::new())
            }
            Some(i) => {
                let out = self.try_place(i)?;
                self.push_state(true);
                self.grid = out.grid;
                self.to_move = self.to_move.opponent();
                Ok(out.captured)
            }
        }
    }

    pub fn undo(&mut self) {
        let (g, c) = self.states.pop().expect("a move to undo");
        self.placed.pop();
        self.grid = g;
        self.to_move = c;
        self.grids = self.states.iter().map(|s| s.0.clone()).collect();
        self.set = self.states.iter().cloned().collect();
    }

    pub fn legal(&self) -> Vec<usize> {
        (0..self.grid.cells.len())
            .filter(|&i| self.try_place(i).is_ok())
            .collect()
    }
}
